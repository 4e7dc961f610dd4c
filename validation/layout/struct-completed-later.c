struct later;
static struct later *p;
_Static_assert(sizeof(p) == 8, "p");
static int n = sizeof(*p);
struct later { int a, b; };
_Static_assert(sizeof(struct later) == 8, "later");
_Static_assert(sizeof(*p) == 8, "*p");
enum le;
static enum le *q;
enum le { L = 0x100000000 };
_Static_assert(sizeof(*q) == 8, "*q");
/*
 * check-name: a struct or enum used before its definition is sized once defined
 */
