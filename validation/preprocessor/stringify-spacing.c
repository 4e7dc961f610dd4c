#define S(x) #x
S(  a   b  
 c  ) S(a+b) S( + )
/*
 * check-name: # keeps one space where there was white space
 * check-command: sparse -E $file
 *
 * check-output-start

"a b c" "a+b" "+"
 * check-output-end
 */
