/** The demo user may price and select, never save or book. */
export const DEMO_USER_ID = 93608;
/** A test account the product treats specially (SPEC §6: how is not shown). */
export const TEST_USER_ID = 22932;
export const CUSTOMER_LEVEL_ADMIN = 1;
