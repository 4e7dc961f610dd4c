struct point { int x, y; };
typedef unsigned long word;
extern int declared;
int tentative;
static const char *names[4];
static struct point origin = { 1, 2 };
word w;
int proto(int);
static int add(int a, int b) { return a + b; }
void (*handler)(int);
int logf_(const char *fmt, ...) { return 0; }
int main(void) { return add(1, 2); }
/*
 * check-name: examples/symbols: every top-level definition with its type, declarations left out
 * check-command: ../examples/symbols -Wno-decl $file
 *
 * check-output-start
tools/example-symbols.c:4: object tentative: int
tools/example-symbols.c:5: object names: char const *[4]
tools/example-symbols.c:6: object origin: struct point
tools/example-symbols.c:7: object w: unsigned long
tools/example-symbols.c:9: function add: int (int, int)
tools/example-symbols.c:10: object handler: void ( * )( ... )
tools/example-symbols.c:11: function logf_: int (char const *, ...)
tools/example-symbols.c:12: function main: int (void)
 * check-output-end
 */
