static void int_minus_one(void) { __range__(-1, -2, 3); }
static void int_negatives(void) { __range__(-5, -6, -4); }
static void int_mixed(void) { __range__(2, -3, 5); }
static void long_mixed(void) { __range__(1L, -3L, 5L); }
static void long_negative(void) { __range__(-1L, -3L, 5L); }
static void long_sign_bit(void) { __range__(1LL << 63, 0, -1LL); }
static void wide(void) { __range__(1ULL << 40, 0, 1ULL << 41); }
/*
 * check-name: range-check compares values as stored: 32-bit unsigned, 64-bit signed
 * check-command: sparse -m64 $file
 *
 * check-error-start
checks/range-as-stored.c:1:35: warning: value out of range
checks/range-as-stored.c:3:31: warning: value out of range
checks/range-as-stored.c:6:35: warning: value out of range
 * check-error-end
 */
