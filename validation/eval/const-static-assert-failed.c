_Static_assert(0, "boom");
_Static_assert(sizeof(int) == 8);
/*
 * check-name: failed static assertions, with and without message
 * check-command: sparse $file
 *
 * check-error-start
eval/const-static-assert-failed.c:1:16: error: static assertion failed: "boom"
eval/const-static-assert-failed.c:2:28: error: static assertion failed
 * check-error-end
 */
