static int x;
/*
 * check-name: inspect: stdout not a terminal: the tree is dumped without --dump
 * check-command: test-inspect $file
 *
 * check-output-start
variable x  <inspect/not-a-tty.c:1:12>
  type: int  <inspect/not-a-tty.c:1:12>
  modifiers: static [toplevel]  <inspect/not-a-tty.c:1:12>
  size: 4 bytes, alignment: 4  <inspect/not-a-tty.c:1:12>
 * check-output-end
 */
