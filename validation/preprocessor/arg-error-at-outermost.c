#define F(x) x
#define G(a) a
int v = F(  F(  G)(1,2));
int w = F(  G(1,2));
int u = F(  F(  G)(1,2) + F(  G)(3,4));
/*
 * check-name: an error in expanding an argument is at the outermost macro, as sparse
 * check-command: sparse -E $file
 *
 * check-output-start

int v = G;
int w = G;
int u = G + G;
 * check-output-end
 *
 * check-error-start
preprocessor/arg-error-at-outermost.c:3:9: error: macro "G" passed 2 arguments, but takes just 1
preprocessor/arg-error-at-outermost.c:4:9: error: macro "G" passed 2 arguments, but takes just 1
preprocessor/arg-error-at-outermost.c:5:9: error: macro "G" passed 2 arguments, but takes just 1
preprocessor/arg-error-at-outermost.c:5:9: error: macro "G" passed 2 arguments, but takes just 1
 * check-error-end
 */
