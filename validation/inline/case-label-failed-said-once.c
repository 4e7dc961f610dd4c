static inline int g(int a)
{
	switch (a) {
	case b: return 1;
	case 1 + c: return 2;
	}
	return 0;
}
int f(int a) { return g(a) + g(a + 1); }
/*
 * check-name: an inline body's case label that failed is said once for all its copies, as sparse
 *
 * check-error-start
inline/case-label-failed-said-once.c:9:5: warning: symbol 'f' was not declared. Should it be static?
inline/case-label-failed-said-once.c:4:14: error: undefined identifier 'b'
inline/case-label-failed-said-once.c:5:18: error: undefined identifier 'c'
inline/case-label-failed-said-once.c:4:14: error: incompatible types for 'case' statement
inline/case-label-failed-said-once.c:5:16: error: incompatible types for 'case' statement
inline/case-label-failed-said-once.c:4:14: error: Expected constant expression in case statement
inline/case-label-failed-said-once.c:5:16: error: Expected constant expression in case statement
 * check-error-end
 */
