static const int limit = 10;
unsigned long counter;
extern char *name;
/*
 * check-name: inspect: globals: storage, type, size, initializer with its implied cast
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
variable limit  <inspect/global.c:1:18>
  type: int  <inspect/global.c:1:18>
  modifiers: static const [toplevel]  <inspect/global.c:1:18>
  size: 4 bytes, alignment: 4  <inspect/global.c:1:18>
  initializer: EXPR_IMPLIED_CAST : int  <inspect/global.c:1:26>
    operand: EXPR_VALUE 10 : int  <inspect/global.c:1:26>
variable counter  <inspect/global.c:2:15>
  type: unsigned long  <inspect/global.c:2:15>
  modifiers: [addressable] [toplevel]  <inspect/global.c:2:15>
  size: 8 bytes, alignment: 8  <inspect/global.c:2:15>
variable name  <inspect/global.c:3:13>
  type: char *  <inspect/global.c:3:13>
  modifiers: extern [addressable] [toplevel]  <inspect/global.c:3:13>
  size: 8 bytes, alignment: 8  <inspect/global.c:3:13>
 * check-output-end
 */
