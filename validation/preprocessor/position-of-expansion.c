#define D(x) int x
#define E(x) int y, x
#define F(x) D(x)
D(  abc);
E(  def);
F(  ghi);
  D  (  jkl);
/*
 * check-name: tokens of an expansion, arguments too, are where the macro was invoked
 * check-command: sparse $file
 *
 * check-error-start
preprocessor/position-of-expansion.c:4:1: warning: symbol 'abc' was not declared. Should it be static?
preprocessor/position-of-expansion.c:5:1: warning: symbol 'y' was not declared. Should it be static?
preprocessor/position-of-expansion.c:5:1: warning: symbol 'def' was not declared. Should it be static?
preprocessor/position-of-expansion.c:6:1: warning: symbol 'ghi' was not declared. Should it be static?
preprocessor/position-of-expansion.c:7:3: warning: symbol 'jkl' was not declared. Should it be static?
 * check-error-end
 */
