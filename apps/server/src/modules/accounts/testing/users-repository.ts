// Test support for other modules' tests that stand in for the store (e.g. one that fails a write).
export { UsersRepository } from '../users.repository';
