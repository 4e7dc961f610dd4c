static long widen(int i, void *p)
{
	char *c = p;
	unsigned u = (unsigned)i;

	return u + (long)c;
}
/*
 * check-name: inspect: explicit and implied casts in expressions
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
function widen  <inspect/casts.c:1:13>
  type: long ( ... )  <inspect/casts.c:1:13>
  modifiers: static [toplevel]  <inspect/casts.c:1:13>
  parameters  <inspect/casts.c:1:13>
    parameter i  <inspect/casts.c:1:19>
      type: int  <inspect/casts.c:1:19>
      size: 4 bytes, alignment: 4  <inspect/casts.c:1:19>
    parameter p  <inspect/casts.c:1:26>
      type: void *  <inspect/casts.c:1:26>
      size: 8 bytes, alignment: 8  <inspect/casts.c:1:26>
  body: STMT_COMPOUND  <inspect/casts.c:2:1>
    STMT_DECLARATION  <inspect/casts.c:3:9>
      variable c  <inspect/casts.c:3:14>
        type: char *  <inspect/casts.c:3:14>
        size: 8 bytes, alignment: 8  <inspect/casts.c:3:14>
        initializer: EXPR_IMPLIED_CAST : char *  <inspect/casts.c:3:19>
          operand: EXPR_PREOP '*' : void *  <inspect/casts.c:3:19>
            operand: EXPR_SYMBOL p : void *  <inspect/casts.c:3:19>
    STMT_DECLARATION  <inspect/casts.c:4:9>
      variable u  <inspect/casts.c:4:18>
        type: unsigned int  <inspect/casts.c:4:18>
        size: 4 bytes, alignment: 4  <inspect/casts.c:4:18>
        initializer: EXPR_CAST : unsigned int  <inspect/casts.c:4:23>
          operand: EXPR_PREOP '*' : int  <inspect/casts.c:4:32>
            operand: EXPR_SYMBOL i : void *  <inspect/casts.c:4:32>
    STMT_RETURN  <inspect/casts.c:6:9>
      value: EXPR_BINOP '+' : long  <inspect/casts.c:6:18>
        left: EXPR_IMPLIED_CAST : long  <inspect/casts.c:6:16>
          operand: EXPR_PREOP '*' : unsigned int  <inspect/casts.c:6:16>
            operand: EXPR_SYMBOL u : void *  <inspect/casts.c:6:16>
        right: EXPR_CAST : long  <inspect/casts.c:6:21>
          operand: EXPR_PREOP '*' : char *  <inspect/casts.c:6:26>
            operand: EXPR_SYMBOL c : void *  <inspect/casts.c:6:26>
 * check-output-end
 */
