void use(const void *);
struct named { int x; char name[6]; int y; };
void shorter(void) { char buf[4] = "0"; use(buf); }
void same_size(void) { char buf[] = "abc"; use(buf); }
void without_nul(void) { char buf[3] = "abc"; use(buf); }
void member(void) { struct named n = { 1, "ab", 2 }; use(&n); }
void rows(void) { char a[2][4] = { "a", "bcd" }; use(a); }
void wide(void) { int w[4] = L"a"; use(w); }
void compound_literal(void) { use((char[4]){ "ab" }); }
void pointers(void) { const char *p[2] = { "a", "b" }; use(p); }
/*
 * check-name: linear: a string literal initializing an array is a load of all its bytes (its NUL too) stored at its size; no zeroing first when it fills the array
 * check-command: test-linearize -Wno-decl $file
 *
 * check-output-start
shorter:
.L0:
	<entry-point>
	store.32    $0 -> 0[buf]
	load.16     %r1 <- 0["0"]
	store.16    %r1 -> 0[buf]
	call        use, buf
	ret


same_size:
.L2:
	<entry-point>
	load.32     %r3 <- 0["abc"]
	store.32    %r3 -> 0[buf]
	call        use, buf
	ret


without_nul:
.L4:
	<entry-point>
	store.24    $0 -> 0[buf]
	load.32     %r5 <- 0["abc"]
	store.32    %r5 -> 0[buf]
	call        use, buf
	ret


member:
.L6:
	<entry-point>
	store.128   $0 -> 0[n]
	store.32    $1 -> 0[n]
	load.24     %r7 <- 0["ab"]
	store.24    %r7 -> 4[n]
	store.32    $2 -> 12[n]
	call        use, n
	ret


rows:
.L8:
	<entry-point>
	store.64    $0 -> 0[a]
	load.16     %r9 <- 0["a"]
	store.16    %r9 -> 0[a]
	load.32     %r10 <- 0["bcd"]
	store.32    %r10 -> 4[a]
	call        use, a
	ret


wide:
.L10:
	<entry-point>
	store.128   $0 -> 0[w]
	load.64     %r12 <- 0["a"]
	store.64    %r12 -> 0[w]
	call        use, w
	ret


compound_literal:
.L12:
	<entry-point>
	store.32    $0 -> 0[<anon symbol:(nil)>]
	load.24     %r14 <- 0["ab"]
	store.24    %r14 -> 0[<anon symbol:(nil)>]
	call        use, <anon symbol:(nil)>
	ret


pointers:
.L14:
	<entry-point>
	store.128   $0 -> 0[p]
	store.64    "a" -> 0[p]
	store.64    "b" -> 8[p]
	call        use, p
	ret


 * check-output-end
 */
