void f(void)
{
	__context__();
	__context__(1);
	__context__(x, 1);
	__context__(x, 1, 2);
	__context__(, 1);
	__context__(1 2);
	__context__;
	__context__(x, );
	__context__(x ,;
	__context__(1.5);
}
/*
 * check-name: __context__ statement: an expression expected after '(' or ',', and its other errors
 *
 * check-error-start
parsing/context-statement-errors.c:3:21: error: expression expected after '('
parsing/context-statement-errors.c:3:21: error: got )
parsing/context-statement-errors.c:6:25: error: Expected ) at end of __context__ statement
parsing/context-statement-errors.c:6:25: error: got ,
parsing/context-statement-errors.c:7:21: error: expression expected after '('
parsing/context-statement-errors.c:7:21: error: got ,
parsing/context-statement-errors.c:8:23: error: Expected ) at end of __context__ statement
parsing/context-statement-errors.c:8:23: error: got 2
parsing/context-statement-errors.c:9:20: error: Expected ( after __context__ statement
parsing/context-statement-errors.c:9:20: error: got ;
parsing/context-statement-errors.c:10:24: error: expression expected after ','
parsing/context-statement-errors.c:10:24: error: got )
parsing/context-statement-errors.c:11:24: error: expression expected after ','
parsing/context-statement-errors.c:11:24: error: got ;
parsing/context-statement-errors.c:11:24: error: Expected ) at end of __context__ statement
parsing/context-statement-errors.c:11:24: error: got ;
parsing/context-statement-errors.c:12:21: error: bad constant expression
 * check-error-end
 */
