static void below(void) { __range__(0, 1, 3); }
static void above(void) { __range__(4, 1, 3); }
static void low_bound(void) { __range__(1, 1, 3); }
static void high_bound(void) { __range__(3, 1, 3); }
static void empty(void) { __range__(2, 3, 1); }
/*
 * check-name: range-check of constants outside the range
 *
 * check-error-start
checks/range-constant-outside.c:1:27: warning: value out of range
checks/range-constant-outside.c:2:27: warning: value out of range
checks/range-constant-outside.c:5:27: warning: value out of range
 * check-error-end
 */
