int f(int a)
{
	switch (a) {
	case b: return 1;
	case 1 + c: return 2;
	case "x": return 3;
	case 1.5: return 4;
	case (void)0: return 5;
	}
	return 0;
}
/*
 * check-name: a case label that failed to evaluate is incompatible and no constant, as any other
 *
 * check-error-start
eval/case-label-undefined.c:4:14: error: undefined identifier 'b'
eval/case-label-undefined.c:5:18: error: undefined identifier 'c'
eval/case-label-undefined.c:4:14: error: incompatible types for 'case' statement
eval/case-label-undefined.c:5:16: error: incompatible types for 'case' statement
eval/case-label-undefined.c:6:14: error: incompatible types for 'case' statement
eval/case-label-undefined.c:7:14: error: incompatible types for 'case' statement
eval/case-label-undefined.c:8:15: error: incompatible types for 'case' statement
eval/case-label-undefined.c:4:14: error: Expected constant expression in case statement
eval/case-label-undefined.c:5:16: error: Expected constant expression in case statement
eval/case-label-undefined.c:6:14: error: Expected constant expression in case statement
eval/case-label-undefined.c:7:14: error: Expected constant expression in case statement
eval/case-label-undefined.c:8:15: error: Expected constant expression in case statement
 * check-error-end
 */
