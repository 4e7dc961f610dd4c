/* 122 globals: g0 to g119 fill the blob the file starts in */
int g0, g1, g2, g3, g4, g5, g6, g7, g8, g9, g10, g11;
int g12, g13, g14, g15, g16, g17, g18, g19, g20, g21, g22, g23;
int g24, g25, g26, g27, g28, g29, g30, g31, g32, g33, g34, g35;
int g36, g37, g38, g39, g40, g41, g42, g43, g44, g45, g46, g47;
int g48, g49, g50, g51, g52, g53, g54, g55, g56, g57, g58, g59;
int g60, g61, g62, g63, g64, g65, g66, g67, g68, g69, g70, g71;
int g72, g73, g74, g75, g76, g77, g78, g79, g80, g81, g82, g83;
int g84, g85, g86, g87, g88, g89, g90, g91, g92, g93, g94, g95;
int g96, g97, g98, g99, g100, g101, g102, g103, g104, g105, g106, g107;
int g108, g109, g110, g111, g112, g113, g114, g115, g116, g117, g118, g119;
int g120, g121;
int later_global_first(void) { return &g2 == &g1; }
int earlier_global_first(void) { return &g1 != &g2; }
int below_turns_around(void) { return (void *)&g2 < (void *)&g1; }
int local_in_later_blob_first(void) { int l; int *q = &l; return q == &g5; }
int argument_before_local(int *p) { int l; int *q = &l; return q == p; }
int new_blob_first(void) { return &g119 == &g120; }
/*
 * check-name: optim: symbol operands go in sparse's address order (declaration order, a later blob of 146 first)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
later_global_first:
.L0:
	<entry-point>
	seteq.32    %r3 <- g1, g2
	ret.32      %r3


earlier_global_first:
.L2:
	<entry-point>
	setne.32    %r7 <- g1, g2
	ret.32      %r7


below_turns_around:
.L4:
	<entry-point>
	seta.32     %r11 <- g1, g2
	ret.32      %r11


local_in_later_blob_first:
.L6:
	<entry-point>
	seteq.32    %r16 <- l, g5
	ret.32      %r16


argument_before_local:
.L8:
	<entry-point>
	seteq.32    %r21 <- %arg1, l
	ret.32      %r21


new_blob_first:
.L10:
	<entry-point>
	seteq.32    %r25 <- g120, g119
	ret.32      %r25


 * check-output-end
 */
