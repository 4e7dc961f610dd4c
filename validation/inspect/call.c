static int twice(int x)
{
	return x * 2;
}

static int use(int v)
{
	return v ? twice(v) : -1;
}
/*
 * check-name: inspect: calls and the conditional operator
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
function twice  <inspect/call.c:1:12>
  type: int ( ... )  <inspect/call.c:1:12>
  modifiers: static [toplevel]  <inspect/call.c:1:12>
  parameters  <inspect/call.c:1:12>
    parameter x  <inspect/call.c:1:18>
      type: int  <inspect/call.c:1:18>
      size: 4 bytes, alignment: 4  <inspect/call.c:1:18>
  body: STMT_COMPOUND  <inspect/call.c:2:1>
    STMT_RETURN  <inspect/call.c:3:9>
      value: EXPR_BINOP '*' : int  <inspect/call.c:3:18>
        left: EXPR_PREOP '*' : int  <inspect/call.c:3:16>
          operand: EXPR_SYMBOL x : void *  <inspect/call.c:3:16>
        right: EXPR_VALUE 2 : int  <inspect/call.c:3:20>
function use  <inspect/call.c:6:12>
  type: int ( ... )  <inspect/call.c:6:12>
  modifiers: static [toplevel]  <inspect/call.c:6:12>
  parameters  <inspect/call.c:6:12>
    parameter v  <inspect/call.c:6:16>
      type: int  <inspect/call.c:6:16>
      size: 4 bytes, alignment: 4  <inspect/call.c:6:16>
  body: STMT_COMPOUND  <inspect/call.c:7:1>
    STMT_RETURN  <inspect/call.c:8:9>
      value: EXPR_CONDITIONAL : int  <inspect/call.c:8:18>
        condition: EXPR_PREOP '*' : int  <inspect/call.c:8:16>
          operand: EXPR_SYMBOL v : void *  <inspect/call.c:8:16>
        true: EXPR_CALL : int  <inspect/call.c:8:25>
          function: EXPR_PREOP '*' : int ( ... )  <inspect/call.c:8:20>
            operand: EXPR_SYMBOL twice : void *  <inspect/call.c:8:20>
          argument: EXPR_PREOP '*' : int  <inspect/call.c:8:26>
            operand: EXPR_SYMBOL v : void *  <inspect/call.c:8:26>
        false: EXPR_PREOP '-' : int  <inspect/call.c:8:31>
          operand: EXPR_VALUE 1 : int  <inspect/call.c:8:32>
 * check-output-end
 */
