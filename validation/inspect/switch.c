static int classify(int c)
{
	switch (c) {
	case 0:
		return 0;
	case 1 ... 9:
		break;
	default:
		goto out;
	}
	while (c > 10)
		c--;
	do
		c++;
	while (c < 3);
out:
	return c;
}
/*
 * check-name: inspect: switch, case ranges, default, goto, labels, while and do-while
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
function classify  <inspect/switch.c:1:12>
  type: int ( ... )  <inspect/switch.c:1:12>
  modifiers: static [toplevel]  <inspect/switch.c:1:12>
  parameters  <inspect/switch.c:1:12>
    parameter c  <inspect/switch.c:1:21>
      type: int  <inspect/switch.c:1:21>
      modifiers: [assigned]  <inspect/switch.c:1:21>
      size: 4 bytes, alignment: 4  <inspect/switch.c:1:21>
  body: STMT_COMPOUND  <inspect/switch.c:2:1>
    STMT_SWITCH  <inspect/switch.c:3:9>
      expression: EXPR_PREOP '*' : int  <inspect/switch.c:3:17>
        operand: EXPR_SYMBOL c : void *  <inspect/switch.c:3:17>
      body: STMT_COMPOUND  <inspect/switch.c:3:20>
        STMT_CASE  <inspect/switch.c:4:9>
          value: EXPR_VALUE 0 : int  <inspect/switch.c:4:14>
          statement: STMT_RETURN  <inspect/switch.c:5:17>
            value: EXPR_VALUE 0 : int  <inspect/switch.c:5:24>
        STMT_CASE  <inspect/switch.c:6:9>
          value: EXPR_VALUE 1 : int  <inspect/switch.c:6:14>
          to: EXPR_VALUE 9 : int  <inspect/switch.c:6:20>
          statement: STMT_GOTO break  <inspect/switch.c:7:17>
        STMT_CASE default  <inspect/switch.c:8:9>
          statement: STMT_GOTO out  <inspect/switch.c:9:17>
    STMT_ITERATOR while  <inspect/switch.c:11:9>
      condition: EXPR_COMPARE '>' : int  <inspect/switch.c:11:18>
        left: EXPR_PREOP '*' : int  <inspect/switch.c:11:16>
          operand: EXPR_SYMBOL c : void *  <inspect/switch.c:11:16>
        right: EXPR_VALUE 10 : int  <inspect/switch.c:11:20>
      body: STMT_EXPRESSION  <inspect/switch.c:12:17>
        expression: EXPR_POSTOP '--' : int  <inspect/switch.c:12:18>
          operand: EXPR_PREOP '*' : int  <inspect/switch.c:12:17>
            operand: EXPR_SYMBOL c : void *  <inspect/switch.c:12:17>
    STMT_ITERATOR do-while  <inspect/switch.c:13:9>
      body: STMT_EXPRESSION  <inspect/switch.c:14:17>
        expression: EXPR_POSTOP '++' : int  <inspect/switch.c:14:18>
          operand: EXPR_PREOP '*' : int  <inspect/switch.c:14:17>
            operand: EXPR_SYMBOL c : void *  <inspect/switch.c:14:17>
      condition: EXPR_COMPARE '<' : int  <inspect/switch.c:15:18>
        left: EXPR_PREOP '*' : int  <inspect/switch.c:15:16>
          operand: EXPR_SYMBOL c : void *  <inspect/switch.c:15:16>
        right: EXPR_VALUE 3 : int  <inspect/switch.c:15:20>
    STMT_LABEL out  <inspect/switch.c:16:1>
      statement: STMT_RETURN  <inspect/switch.c:17:9>
        value: EXPR_PREOP '*' : int  <inspect/switch.c:17:16>
          operand: EXPR_SYMBOL c : void *  <inspect/switch.c:17:16>
 * check-output-end
 */
