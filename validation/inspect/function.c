static int sum(int n)
{
	int total = 0;

	for (int i = 0; i < n; i++)
		total += i;
	if (total > 100)
		return 100;
	return total;
}
/*
 * check-name: inspect: a function with for, if and return statements
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
function sum  <inspect/function.c:1:12>
  type: int ( ... )  <inspect/function.c:1:12>
  modifiers: static [toplevel]  <inspect/function.c:1:12>
  parameters  <inspect/function.c:1:12>
    parameter n  <inspect/function.c:1:16>
      type: int  <inspect/function.c:1:16>
      size: 4 bytes, alignment: 4  <inspect/function.c:1:16>
  body: STMT_COMPOUND  <inspect/function.c:2:1>
    STMT_DECLARATION  <inspect/function.c:3:9>
      variable total  <inspect/function.c:3:13>
        type: int  <inspect/function.c:3:13>
        modifiers: [assigned]  <inspect/function.c:3:13>
        size: 4 bytes, alignment: 4  <inspect/function.c:3:13>
        initializer: EXPR_VALUE 0 : int  <inspect/function.c:3:21>
    STMT_ITERATOR for  <inspect/function.c:5:9>
      variable i  <inspect/function.c:5:18>
        type: int  <inspect/function.c:5:18>
        modifiers: [assigned]  <inspect/function.c:5:18>
        size: 4 bytes, alignment: 4  <inspect/function.c:5:18>
        initializer: EXPR_VALUE 0 : int  <inspect/function.c:5:22>
      condition: EXPR_COMPARE '<' : int  <inspect/function.c:5:27>
        left: EXPR_PREOP '*' : int  <inspect/function.c:5:25>
          operand: EXPR_SYMBOL i : void *  <inspect/function.c:5:25>
        right: EXPR_PREOP '*' : int  <inspect/function.c:5:29>
          operand: EXPR_SYMBOL n : void *  <inspect/function.c:5:29>
      body: STMT_EXPRESSION  <inspect/function.c:6:17>
        expression: EXPR_ASSIGNMENT '+=' : int  <inspect/function.c:6:23>
          left: EXPR_PREOP '*' : int  <inspect/function.c:6:17>
            operand: EXPR_SYMBOL total : void *  <inspect/function.c:6:17>
          right: EXPR_PREOP '*' : int  <inspect/function.c:6:26>
            operand: EXPR_SYMBOL i : void *  <inspect/function.c:6:26>
      step: STMT_EXPRESSION  <inspect/function.c:5:33>
        expression: EXPR_POSTOP '++' : int  <inspect/function.c:5:33>
          operand: EXPR_PREOP '*' : int  <inspect/function.c:5:32>
            operand: EXPR_SYMBOL i : void *  <inspect/function.c:5:32>
    STMT_IF  <inspect/function.c:7:9>
      condition: EXPR_COMPARE '>' : int  <inspect/function.c:7:19>
        left: EXPR_PREOP '*' : int  <inspect/function.c:7:13>
          operand: EXPR_SYMBOL total : void *  <inspect/function.c:7:13>
        right: EXPR_VALUE 100 : int  <inspect/function.c:7:21>
      then: STMT_RETURN  <inspect/function.c:8:17>
        value: EXPR_VALUE 100 : int  <inspect/function.c:8:24>
    STMT_RETURN  <inspect/function.c:9:9>
      value: EXPR_PREOP '*' : int  <inspect/function.c:9:16>
        operand: EXPR_SYMBOL total : void *  <inspect/function.c:9:16>
 * check-output-end
 */
