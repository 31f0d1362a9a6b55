export function SearchTips({ heading, tips }: { heading: string; tips: string[] }) {
  return (
    <>
      <p>{heading}</p>
      <ul>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </>
  );
}
