/** Initials for the avatar: first letters of first and last name, "BB" when there are none. */
export function initialsOf(firstName: string, lastName: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return letters || 'BB';
}
