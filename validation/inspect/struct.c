struct packet {
	unsigned char kind;
	unsigned int flags:3;
	union {
		short s;
		long l;
	};
	struct packet *next;
};
/*
 * check-name: inspect: struct members with offsets, a bit-field, an anonymous union
 * check-command: test-inspect --dump -Wno-decl $file
 *
 * check-output-start
struct packet  <inspect/struct.c:1:8>
  size: 24 bytes, alignment: 8  <inspect/struct.c:1:8>
  member kind  <inspect/struct.c:2:23>
    type: unsigned char  <inspect/struct.c:2:23>
    size: 1 byte, alignment: 1  <inspect/struct.c:2:23>
    offset: 0 bytes  <inspect/struct.c:2:23>
  member flags  <inspect/struct.c:3:22>
    type: unsigned int :3  <inspect/struct.c:3:22>
    size: 3 bits, alignment: 4  <inspect/struct.c:3:22>
    offset: 0 bytes + 8 bits  <inspect/struct.c:3:22>
  member <anonymous>  <inspect/struct.c:7:10>
    type: union <noident>  <inspect/struct.c:7:10>
      member s  <inspect/struct.c:5:23>
        type: short  <inspect/struct.c:5:23>
        size: 2 bytes, alignment: 2  <inspect/struct.c:5:23>
        offset: 0 bytes  <inspect/struct.c:5:23>
      member l  <inspect/struct.c:6:22>
        type: long  <inspect/struct.c:6:22>
        size: 8 bytes, alignment: 8  <inspect/struct.c:6:22>
        offset: 0 bytes  <inspect/struct.c:6:22>
    size: 8 bytes, alignment: 8  <inspect/struct.c:7:10>
    offset: 8 bytes  <inspect/struct.c:7:10>
  member next  <inspect/struct.c:8:23>
    type: struct packet *  <inspect/struct.c:8:23>
    size: 8 bytes, alignment: 8  <inspect/struct.c:8:23>
    offset: 16 bytes  <inspect/struct.c:8:23>
 * check-output-end
 */
