/*
 * Sparse's macros and the declarator a declaration lacks are symbols
 * too: the globals after them move toward the end of the blob.  Eleven
 * slots here: five macros, #undef of a predefined one, 'struct s' and
 * its declarator, the enum, its constant and its declarator; none for a
 * macro defined again (with parameters or not) or an #undef of nothing.
 */
#define M1 1
#define M2 2
#define M3 3
#define M4 4
#define M5 5
#define M1 1
#undef M3
#define M3(x) x
#undef __GNUC_MINOR__
#undef NOT_DEFINED
struct s;
enum { E0 };
int g0, g1, g2, g3, g4, g5, g6, g7, g8, g9, g10, g11;
int g12, g13, g14, g15, g16, g17, g18, g19, g20, g21, g22, g23;
int g24, g25, g26, g27, g28, g29, g30, g31, g32, g33, g34, g35;
int g36, g37, g38, g39, g40, g41, g42, g43, g44, g45, g46, g47;
int g48, g49, g50, g51, g52, g53, g54, g55, g56, g57, g58, g59;
int g60, g61, g62, g63, g64, g65, g66, g67, g68, g69, g70, g71;
int g72, g73, g74, g75, g76, g77, g78, g79, g80, g81, g82, g83;
int g84, g85, g86, g87, g88, g89, g90, g91, g92, g93, g94, g95;
int g96, g97, g98, g99, g100, g101, g102, g103, g104, g105, g106, g107;
int g108, g109, g110, g111;
int same_blob(void) { return &g107 == &g106; }
int new_blob_first(void) { return &g108 == &g109; }
/*
 * check-name: optim: symbol operands in sparse's address order count its symbols for macros and missing declarators
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
same_blob:
.L0:
	<entry-point>
	seteq.32    %r3 <- g106, g107
	ret.32      %r3


new_blob_first:
.L2:
	<entry-point>
	seteq.32    %r7 <- g109, g108
	ret.32      %r7


 * check-output-end
 */
