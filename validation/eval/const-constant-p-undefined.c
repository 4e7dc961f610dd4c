_Static_assert(!__builtin_constant_p((int)(long)&main), "14");
/*
 * check-name: __builtin_constant_p of a cast of an undefined identifier in _Static_assert
 * check-command: sparse $file
 *
 * check-error-start
eval/const-constant-p-undefined.c:1:50: error: undefined identifier 'main'
eval/const-constant-p-undefined.c:1:44: error: cast from unknown type
 * check-error-end
 */
