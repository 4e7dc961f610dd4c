int total;

/* a loop: the values the loop carries share their storage */
int sum(int n, int step)
{
	int s = 0;

	while (n > 0) {
		s += step * n;
		n--;
	}
	return s + total;
}

/* a branch: both sides leave the result where the join reads it */
int pick(int c, int *p)
{
	if (c)
		*p = c + 1;
	return c ? p[1] : 0;
}

/* more values across the edge than registers: stack slots */
int many(int a, int b, int c)
{
	int v = a * b, w = b * c, x = a * c, y = a + b, z = b + c;

	if (a)
		total = v;
	return v + w + x + y + z;
}

int dispatch(int op, int x)
{
	switch (op) {
	case 0: return sum(x, 2);
	case 1 ... 3: return x;
	default: return -1;
	}
}
/*
 * check-name: examples/backend: a tiny code generator on the storage API
 * check-command: ../examples/backend -Wno-decl $file
 *
 * check-output-start
sum:
.L0:
	mov      reg0, arg1
	mov      reg1, $0
	jmp      .L4
.L4:
	setgt    t0, reg0, $0
	mov      reg2, reg0
	mov      reg3, reg1
	jnz      t0, .L1
	jmp      .L3
.L1:
	mul      t1, reg2, arg2
	add      t2, t1, reg3
	add      t3, reg2, $4294967295
	mov      reg0, t3
	mov      reg1, t2
	jmp      .L4
.L3:
	load     t4, 0(total)
	add      t5, t4, reg3
	ret      t5

pick:
.L6:
	jnz      arg1, .L7
	jmp      .L11
.L7:
	add      t0, arg1, $1
	store    t0, 0(arg2)
	load     t1, 4(arg2)
	mov      reg0, t1
	jmp      .L12
.L11:
	mov      reg0, $0
	jmp      .L12
.L12:
	ret      reg0

many:
.L13:
	mul      t0, arg1, arg2
	add      t1, arg1, arg3
	mul      t2, arg1, arg3
	add      t3, arg1, arg2
	add      t4, arg2, arg3
	mov      reg0, t0
	mov      reg1, t1
	mov      reg2, t2
	mov      reg3, t3
	mov      0(sp), t4
	jnz      arg1, .L14
	jmp      .L15
.L14:
	store    reg0, 0(total)
	jmp      .L15
.L15:
	mul      t5, reg1, arg2
	add      t6, reg2, t5
	add      t7, reg3, t6
	add      t8, 0(sp), t7
	ret      t8

dispatch:
.L17:
	jeq      arg1, $0, .L19
	jin      arg1, $1..$3, .L20
	jmp      .L21
.L19:
	mov      arg1, arg2
	mov      arg2, $2
	call     sum
	mov      t0, ret
	mov      reg0, t0
	jmp      .L22
.L20:
	mov      reg0, arg2
	jmp      .L22
.L21:
	mov      reg0, $4294967295
	jmp      .L22
.L22:
	ret      reg0

 * check-output-end
 */
