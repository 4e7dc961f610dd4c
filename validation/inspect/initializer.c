struct point { int x, y; };
static struct point corner = { .y = 2, .x = 1 };
static int table[4] = { 7, [2] = 9 };
static const char greeting[] = "hi";
/*
 * check-name: inspect: designated struct and array initializers, a string
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
struct point  <inspect/initializer.c:1:8>
  size: 8 bytes, alignment: 4  <inspect/initializer.c:1:8>
  member x  <inspect/initializer.c:1:20>
    type: int  <inspect/initializer.c:1:20>
    size: 4 bytes, alignment: 4  <inspect/initializer.c:1:20>
    offset: 0 bytes  <inspect/initializer.c:1:20>
  member y  <inspect/initializer.c:1:23>
    type: int  <inspect/initializer.c:1:23>
    size: 4 bytes, alignment: 4  <inspect/initializer.c:1:23>
    offset: 4 bytes  <inspect/initializer.c:1:23>
variable corner  <inspect/initializer.c:2:21>
  type: struct point  <inspect/initializer.c:2:21>
  modifiers: static [toplevel]  <inspect/initializer.c:2:21>
  size: 8 bytes, alignment: 4  <inspect/initializer.c:2:21>
  initializer: EXPR_INITIALIZER : struct point  <inspect/initializer.c:2:30>
    entry: EXPR_POS offset 4 : int  <inspect/initializer.c:2:33>
      value: EXPR_VALUE 2 : int  <inspect/initializer.c:2:37>
    entry: EXPR_POS offset 0 : int  <inspect/initializer.c:2:41>
      value: EXPR_VALUE 1 : int  <inspect/initializer.c:2:45>
variable table  <inspect/initializer.c:3:12>
  type: int [4]  <inspect/initializer.c:3:12>
  modifiers: static [toplevel]  <inspect/initializer.c:3:12>
  size: 16 bytes, alignment: 4  <inspect/initializer.c:3:12>
  initializer: EXPR_INITIALIZER : int [4]  <inspect/initializer.c:3:23>
    entry: EXPR_POS offset 0 : int  <inspect/initializer.c:3:25>
      value: EXPR_VALUE 7 : int  <inspect/initializer.c:3:25>
    entry: EXPR_POS offset 8 : int  <inspect/initializer.c:3:29>
      value: EXPR_VALUE 9 : int  <inspect/initializer.c:3:34>
variable greeting  <inspect/initializer.c:4:19>
  type: char const [3]  <inspect/initializer.c:4:19>
  modifiers: static const [toplevel]  <inspect/initializer.c:4:19>
  size: 3 bytes, alignment: 1  <inspect/initializer.c:4:19>
  initializer: EXPR_STRING "hi" : char static [3]  <inspect/initializer.c:4:32>
 * check-output-end
 */
