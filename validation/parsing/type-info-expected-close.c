int a = sizeof(int 1);
int b = _Alignof(int 1);
int c = __alignof__(int 1);
/*
 * check-name: sizeof and _Alignof name themselves when their ) is missing
 * check-command: sparse $file
 *
 * check-error-start
parsing/type-info-expected-close.c:1:20: error: Expected ) at end of sizeof
parsing/type-info-expected-close.c:1:20: error: got 1
parsing/type-info-expected-close.c:2:22: error: Expected ) at end of __alignof__
parsing/type-info-expected-close.c:2:22: error: got 1
parsing/type-info-expected-close.c:3:25: error: Expected ) at end of __alignof__
parsing/type-info-expected-close.c:3:25: error: got 1
 * check-error-end
 */
