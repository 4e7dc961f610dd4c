static int g;
static int arr[4];
_Static_assert(sizeof(g++) == 4, "sizeof side effect");
_Static_assert(&arr[1] - &arr[0] == 1, "ptr diff");
_Static_assert((char *)&arr[1] - (char *)arr == 4, "ptr diff char");
_Static_assert(&g != 0, "addr nonzero");
_Static_assert(!!&g, "addr true");
_Static_assert("abc"[1] == 'b', "string index value");
/*
 * check-name: address arithmetic and tests are no integer constant expressions
 *
 * check-error-start
expand/fold-address-not-constant.c:4:34: error: bad constant expression
expand/fold-address-not-constant.c:5:46: error: bad constant expression
expand/fold-address-not-constant.c:6:19: error: bad constant expression
expand/fold-address-not-constant.c:7:16: error: bad constant expression
expand/fold-address-not-constant.c:8:25: error: bad constant expression
 * check-error-end
 */
