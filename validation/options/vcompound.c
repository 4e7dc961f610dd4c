struct s { int a; char b; };
struct s v;
extern struct s ev;
static struct s sv;
struct s *p;
struct e { } empty;
typedef struct s T;
T tv;
char str[] = "abc";
int vla_f(int n) { int a[n]; struct s l; static struct s ls; return a[0] + l.a + ls.a; }
void g(struct s arg);
struct big { char c[100000]; } b;
struct s fa[0];
struct s fb[];
enum en { A } en_v;
int (*fp)[4];
struct s f2(void);
/*
 * check-name: -vcompound: the size and alignment of each file-scope object of struct, union or array type
 * check-command: sparse -vcompound -Wno-decl $file
 *
 * check-error-start
options/vcompound.c:10:26: warning: Variable length array is used.
options/vcompound.c:2:10: struct s [addressable] [toplevel] v: compound size 8, alignment 4
options/vcompound.c:4:17: struct s static [toplevel] sv: compound size 8, alignment 4
options/vcompound.c:8:3: struct s [addressable] [toplevel] [usertype] tv: compound size 8, alignment 4
options/vcompound.c:9:6: char [addressable] [toplevel] str[4]: compound size 4, alignment 1
options/vcompound.c:12:32: struct big [addressable] [toplevel] b: compound size 100000, alignment 1
 * check-error-end
 */
