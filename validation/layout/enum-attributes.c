enum __attribute__((packed)) e1 { A1 };
enum e2 { A2 = 300 } __attribute__((packed));
struct s3 { char c; enum __attribute__((packed)) { A3 } e; };
enum e4 { A4 } __attribute__((aligned(8)));
_Static_assert(sizeof(enum e1) == 4 && sizeof(enum e2) == 4, "packed");
_Static_assert(sizeof(struct s3) == 8, "s3");
_Static_assert(_Alignof(enum e4) == 4, "aligned");
/*
 * check-name: packed and aligned on an enum change nothing, as in sparse
 */
