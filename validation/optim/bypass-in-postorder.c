void u(void);

int goto_on_true(int n, void *p, void *q)
{
	int ret = 1;
	if (p) goto out;
	ret = 2;
	if (q) goto out;
	u();
	ret = 0;
out:
	u();
	return ret;
}

int goto_on_false(int n, void *p, void *q)
{
	int ret = 1;
	if (!p) goto out;
	ret = 2;
	if (q) goto out;
	u();
	ret = 0;
out:
	u();
	return ret;
}

int goto_on_false_twice(int n, void *p, void *q)
{
	int ret = 1;
	if (!p) goto out;
	ret = 2;
	if (!q) goto out;
	u();
	ret = 0;
out:
	u();
	return ret;
}
/*
 * check-name: optim: empty blocks are bypassed in postorder: the parent of each goes last among its target's parents (phi-node operands and numbers)
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
goto_on_true:
.L0:
	<entry-point>
	phisrc.32   %phi4(ret) <- $1
	cbr         %arg2, .L3, .L2

.L2:
	phisrc.32   %phi3(ret) <- $2
	cbr         %arg3, .L3, .L5

.L5:
	call        u
	phisrc.32   %phi2(ret) <- $0
	br          .L3

.L3:
	phi.32      %r7(ret) <- %phi2(ret), %phi3(ret), %phi4(ret)
	call        u
	ret.32      %r7(ret)


goto_on_false:
.L7:
	<entry-point>
	phisrc.32   %phi7(ret) <- $1
	cbr         %arg2, .L9, .L10

.L9:
	phisrc.32   %phi8(ret) <- $2
	cbr         %arg3, .L10, .L12

.L12:
	call        u
	phisrc.32   %phi6(ret) <- $0
	br          .L10

.L10:
	phi.32      %r14(ret) <- %phi6(ret), %phi7(ret), %phi8(ret)
	call        u
	ret.32      %r14(ret)


goto_on_false_twice:
.L14:
	<entry-point>
	phisrc.32   %phi11(ret) <- $1
	cbr         %arg2, .L16, .L17

.L16:
	phisrc.32   %phi12(ret) <- $2
	cbr         %arg3, .L19, .L17

.L19:
	call        u
	phisrc.32   %phi10(ret) <- $0
	br          .L17

.L17:
	phi.32      %r21(ret) <- %phi10(ret), %phi11(ret), %phi12(ret)
	call        u
	ret.32      %r21(ret)


 * check-output-end
 */
