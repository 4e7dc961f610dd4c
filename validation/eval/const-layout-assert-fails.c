struct a { char c; int i; };
_Static_assert(sizeof(struct a) == 5, "wrong size");
_Static_assert(__builtin_offsetof(struct a, i) == 1, "wrong offset");
_Static_assert(__alignof__(struct a) == 1, "wrong align");
/*
 * check-name: static assertions on a wrong layout fail
 * check-command: sparse $file
 *
 * check-error-start
eval/const-layout-assert-fails.c:2:33: error: static assertion failed: "wrong size"
eval/const-layout-assert-fails.c:3:48: error: static assertion failed: "wrong offset"
eval/const-layout-assert-fails.c:4:38: error: static assertion failed: "wrong align"
 * check-error-end
 */
