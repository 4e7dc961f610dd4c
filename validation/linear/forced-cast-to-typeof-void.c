#define __force __attribute__((force))
extern int printk(const char *, ...);
extern void take(void *);

void f1(void *p) { asm("" :: "r"((typeof(*p) __force *)p)); }
void f2(void *p) { printk("", (typeof(*p) __force *)p); }
void f3(void *p, int x) { printk("", (typeof(*p) __force *)x); }
void f4(void *p) { take((typeof(*p) __force *)p); }
void f5(void *p) { printk("", (void __force *)p); }
void f6(void *p) { printk("", (typeof(*p) *)p); }
void f7(void *p) { printk("", (typeof(*p) __force *)p + 1); }

/*
 * check-name: a forced cast to a pointer to the typeof of a void expression is a ptrcast
 * check-description: '(typeof(*p) __force *)p' (the kernel's per_cpu_ptr())
 *	converts to no void pointer where its value is taken as it is: an
 *	asm operand, a variadic argument (a ptrcast; from an int, a utptr,
 *	whose size is warned of); for a void pointer parameter, or in
 *	arithmetic, not; nor without __force, nor to 'void __force *'
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
f1:
.L0:
	<entry-point>
	ptrcast.64  %r2 <- (64) %arg1
	asm         ""
		in: "r" (%r2)
	ret


f2:
.L2:
	<entry-point>
	ptrcast.64  %r5 <- (64) %arg1
	call.32     %r6 <- printk, "", %r5
	ret


f3:
.L4:
	<entry-point>
	sext.64     %r9 <- (32) %arg2
	call.32     %r11 <- printk, "", %r9
	ret


f4:
.L6:
	<entry-point>
	call        take, %arg1
	ret


f5:
.L8:
	<entry-point>
	call.32     %r15 <- printk, "", %arg1
	ret


f6:
.L10:
	<entry-point>
	call.32     %r18 <- printk, "", %arg1
	ret


f7:
.L12:
	<entry-point>
	add.64      %r21 <- %arg1, $1
	call.32     %r22 <- printk, "", %r21
	ret


 * check-output-end
 *
 * check-error-start
linear/forced-cast-to-typeof-void.c:7:60: warning: non size-preserving integer to pointer cast
 * check-error-end
 */
