static int first;
/*
 * check-name: inspect: two files, one tree each after the other
 * check-command: test-inspect --dump $file inspect/include.h
 *
 * check-output-start
variable first  <inspect/two-files.c:1:12>
  type: int  <inspect/two-files.c:1:12>
  modifiers: static [toplevel]  <inspect/two-files.c:1:12>
  size: 4 bytes, alignment: 4  <inspect/two-files.c:1:12>
struct node  <inspect/include.h:1:8>
  size: 4 bytes, alignment: 4  <inspect/include.h:1:8>
  member value  <inspect/include.h:1:19>
    type: int  <inspect/include.h:1:19>
    size: 4 bytes, alignment: 4  <inspect/include.h:1:19>
    offset: 0 bytes  <inspect/include.h:1:19>
 * check-output-end
 */
