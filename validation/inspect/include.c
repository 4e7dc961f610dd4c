#include "include.h"
static struct node head;
/*
 * check-name: inspect: positions in an included header
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
struct node  <inspect/include.h:1:8>
  size: 4 bytes, alignment: 4  <inspect/include.h:1:8>
  member value  <inspect/include.h:1:19>
    type: int  <inspect/include.h:1:19>
    size: 4 bytes, alignment: 4  <inspect/include.h:1:19>
    offset: 0 bytes  <inspect/include.h:1:19>
variable head  <inspect/include.c:2:20>
  type: struct node  <inspect/include.c:2:20>
  modifiers: static [toplevel]  <inspect/include.c:2:20>
  size: 4 bytes, alignment: 4  <inspect/include.c:2:20>
 * check-output-end
 */
