int i = sizeof;
int j = _Alignof;
int k = __sizeof_ptr__;
int f(void) { return sizeof + 1; }
/*
 * check-name: sizeof with no operand is no parse error, as sparse
 * check-command: sparse -Wno-decl $file
 */
