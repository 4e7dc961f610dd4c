static void fill(int n)
{
	int a[n];

	a[0] = 1;
}
/*
 * check-name: inspect: a variable length array's type, without a "bad constant expression" error
 * check-command: test-inspect --dump $file
 *
 * check-output-start
function fill  <inspect/vla.c:1:13>
  type: void ( ... )  <inspect/vla.c:1:13>
  modifiers: static [toplevel]  <inspect/vla.c:1:13>
  parameters  <inspect/vla.c:1:13>
    parameter n  <inspect/vla.c:1:18>
      type: int  <inspect/vla.c:1:18>
      size: 4 bytes, alignment: 4  <inspect/vla.c:1:18>
  body: STMT_COMPOUND  <inspect/vla.c:2:1>
    STMT_DECLARATION  <inspect/vla.c:3:9>
      variable a  <inspect/vla.c:3:13>
        type: int [0]  <inspect/vla.c:3:13>
        modifiers: [addressable] [assigned]  <inspect/vla.c:3:13>
    STMT_EXPRESSION  <inspect/vla.c:5:9>
      expression: EXPR_ASSIGNMENT '=' : int  <inspect/vla.c:5:14>
        left: EXPR_PREOP '*' : int  <inspect/vla.c:5:10>
          operand: EXPR_BINOP '+' : int *  <inspect/vla.c:5:10>
            left: EXPR_SYMBOL a : int *  <inspect/vla.c:5:9>
            right: EXPR_VALUE 0 : long  <inspect/vla.c:5:10>
        right: EXPR_VALUE 1 : int  <inspect/vla.c:5:16>
 * check-output-end
 *
 * check-error-start
inspect/vla.c:3:15: warning: Variable length array is used.
 * check-error-end
 */
