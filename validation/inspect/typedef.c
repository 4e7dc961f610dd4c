typedef unsigned int u32;
typedef struct { u32 lo, hi; } pair_t;
typedef int (*callback)(void *);
static pair_t origin;
/*
 * check-name: inspect: typedefs of a base type, an untagged struct, a function pointer
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
typedef u32  <inspect/typedef.c:1:22>
  type: unsigned int  <inspect/typedef.c:1:22>
  modifiers: [usertype]  <inspect/typedef.c:1:22>
  size: 4 bytes, alignment: 4  <inspect/typedef.c:1:22>
typedef pair_t  <inspect/typedef.c:2:32>
  type: struct pair_t  <inspect/typedef.c:2:32>
    member lo  <inspect/typedef.c:2:22>
      type: unsigned int  <inspect/typedef.c:2:22>
      modifiers: [usertype]  <inspect/typedef.c:2:22>
      size: 4 bytes, alignment: 4  <inspect/typedef.c:2:22>
      offset: 0 bytes  <inspect/typedef.c:2:22>
    member hi  <inspect/typedef.c:2:26>
      type: unsigned int  <inspect/typedef.c:2:26>
      modifiers: [usertype]  <inspect/typedef.c:2:26>
      size: 4 bytes, alignment: 4  <inspect/typedef.c:2:26>
      offset: 4 bytes  <inspect/typedef.c:2:26>
  modifiers: [usertype]  <inspect/typedef.c:2:32>
  size: 8 bytes, alignment: 4  <inspect/typedef.c:2:32>
typedef callback  <inspect/typedef.c:3:13>
  type: int ( * )( ... )  <inspect/typedef.c:3:13>
  modifiers: [usertype]  <inspect/typedef.c:3:13>
  size: 8 bytes, alignment: 8  <inspect/typedef.c:3:13>
variable origin  <inspect/typedef.c:4:15>
  type: struct pair_t  <inspect/typedef.c:4:15>
  modifiers: static [toplevel] [usertype]  <inspect/typedef.c:4:15>
  size: 8 bytes, alignment: 4  <inspect/typedef.c:4:15>
 * check-output-end
 */
