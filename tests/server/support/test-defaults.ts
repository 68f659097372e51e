/** The admin password every test server starts with unless a test chooses another. */
export const ADMIN_PASSWORD_FOR_TESTS = 'Harvest-2024-admin';
/** The moment a test clock starts at unless a test sets another. */
export const DEFAULT_TEST_NOW = Date.UTC(2024, 8, 20, 2, 0, 0);
/**
 * Every demo account's password on a test server (FARM_DEMO_PASSWORD), the admin's too, so a test
 * signs in as anyone with one password; a real first start gives each its own random one.
 */
export const DEMO_PASSWORD_FOR_TESTS = ADMIN_PASSWORD_FOR_TESTS;
