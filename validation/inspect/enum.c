enum color { RED, GREEN = 5, BLUE };
static enum color paint = BLUE;
/*
 * check-name: inspect: an enum's enumerators and values, a variable of the enum type
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
enum color  <inspect/enum.c:1:6>
  size: 4 bytes, alignment: 4  <inspect/enum.c:1:6>
  enumerator RED = 0  <inspect/enum.c:1:14>
    type: unsigned int enum color  <inspect/enum.c:1:14>
  enumerator GREEN = 5  <inspect/enum.c:1:19>
    type: unsigned int enum color  <inspect/enum.c:1:19>
  enumerator BLUE = 6  <inspect/enum.c:1:30>
    type: unsigned int enum color  <inspect/enum.c:1:30>
variable paint  <inspect/enum.c:2:19>
  type: unsigned int enum color  <inspect/enum.c:2:19>
  modifiers: static [toplevel]  <inspect/enum.c:2:19>
  size: 4 bytes, alignment: 4  <inspect/enum.c:2:19>
  initializer: EXPR_IMPLIED_CAST : unsigned int enum color  <inspect/enum.c:2:27>
    operand: EXPR_VALUE 6 : int  <inspect/enum.c:2:27>
 * check-output-end
 */
