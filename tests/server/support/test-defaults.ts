/** The admin password every test server starts with unless a test chooses another. */
export const ADMIN_PASSWORD_FOR_TESTS = 'Harvest-2024-admin';
/** The moment a test clock starts at unless a test sets another. */
export const DEFAULT_TEST_NOW = Date.UTC(2024, 8, 20, 2, 0, 0);
