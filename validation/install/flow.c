/*
 * A tool on flow.h, built against `make install`'s output: a pass of
 * its own on the simplified IR (calls of trace() dropped, same(x) made
 * x, zero()'s arguments made 0), and what dominates(), check_access()
 * and pseudo_in_list() say of each function.
 */
#include <stdio.h>
#include <string.h>
#include <sparse/lib.h>
#include <sparse/symbol.h>
#include <sparse/flow.h>

static const char *callee(struct instruction *insn)
{
	if (insn->opcode != OP_CALL || insn->func->type != PSEUDO_SYM)
		return "";
	return show_ident(insn->func->sym->ident);
}

static void rewrite_call(struct instruction *insn)
{
	const char *name = callee(insn);
	pseudo_t arg;

	if (!strcmp(name, "trace")) {
		printf("trace: kill_insn() %d,", kill_insn(insn, 0));
		printf(" kill_instruction_force() %d\n",
		       kill_instruction_force(insn));
	} else if (!strcmp(name, "same")) {
		convert_instruction_target(insn,
					   first_ptr_list(insn->arguments));
		printf("same: converted, killed %d\n", kill_insn(insn, 1));
	} else if (!strcmp(name, "zero")) {
		FOR_EACH_PTR(insn->arguments, arg) {
			remove_use(THIS_ADDRESS(arg));
			use_pseudo(insn, value_pseudo(0), THIS_ADDRESS(arg));
		} END_FOR_EACH_PTR(arg);
		printf("zero: arguments made 0\n");
	}
}

static const char *access_name(struct instruction *insn)
{
	static char buf[2][64];
	static int n;

	n ^= 1;
	if (insn->opcode == OP_LOAD || insn->opcode == OP_STORE)
		snprintf(buf[n], sizeof(buf[n]), "%s %lld[%s]",
			 insn->opcode == OP_LOAD ? "load" : "store",
			 insn->offset, show_pseudo(insn->src));
	else
		snprintf(buf[n], sizeof(buf[n]), "%s", insn->opcode == OP_CALL ?
			 "call" : insn->opcode == OP_ENTRY ? "entry" : "other");
	return buf[n];
}

/* For each load: what each memory event before it in its block says. */
static void show_dominance(struct basic_block *bb)
{
	struct instruction *insn, *dom;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->opcode != OP_LOAD)
			continue;
		printf("%s: check_access %d\n", access_name(insn),
		       check_access(insn));
		FOR_EACH_PTR(bb->insns, dom) {
			if (dom == insn)
				break;
			if (!dom->bb || dom->opcode == OP_PHISOURCE ||
			    dom->opcode == OP_PHI)
				continue;
			printf("  after %s: %d, local %d\n", access_name(dom),
			       dominates(insn, dom, 0), dominates(insn, dom, 1));
		} END_FOR_EACH_PTR(dom);
	} END_FOR_EACH_PTR(insn);
}

static void show_phis(struct basic_block *bb)
{
	struct instruction *insn;

	FOR_EACH_PTR(bb->insns, insn) {
		if (!insn->bb || insn->opcode != OP_PHI)
			continue;
		printf("phi %s: pseudo_in_list %d %d\n",
		       show_pseudo(insn->target),
		       pseudo_in_list(insn->phi_list,
				      first_ptr_list(insn->phi_list)),
		       pseudo_in_list(insn->phi_list, insn->target));
	} END_FOR_EACH_PTR(insn);
}

static void tool(struct entrypoint *ep)
{
	struct basic_block *bb;
	struct instruction *insn;

	FOR_EACH_PTR(ep->bbs, bb) {
		show_dominance(bb);
		show_phis(bb);
		FOR_EACH_PTR(bb->insns, insn) {
			if (insn->bb)
				rewrite_call(insn);
		} END_FOR_EACH_PTR(insn);
	} END_FOR_EACH_PTR(bb);
	printf("vrfy_flow %d\n", vrfy_flow(ep));
	if (fdump_ir & PASS_FINAL)
		show_entry(ep);
}

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		struct symbol *sym;

		FOR_EACH_PTR(sparse(file), sym) {
			struct entrypoint *ep;

			expand_symbol(sym);
			ep = linearize_symbol(sym);
			if (ep)
				tool(ep);
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	return 0;
}

/*
 * check-name: flow.h from an installed library: kill_insn(), remove_use(), convert_instruction_target(), dominates(), check_access(), pseudo_in_list()
 * check-command: ../scripts/check-install $file -Wno-decl install/flow-input.h
 * check-timeout: 60
 *
 * check-output-start
trace: kill_insn() 0, kill_instruction_force() 1
zero: arguments made 0
same: converted, killed 1
vrfy_flow 0
calls:
.L0:
	<entry-point>
	call        zero, $0, $0
	add.32      %r8 <- %arg1, $0xffffffff
	add.32      %r10 <- %r8, $1
	ret.32      %r10


load 4[%arg1]: check_access 0
  after entry: -1, local 0
  after store 0[%arg1]: 0, local 0
  after store 4[%arg2]: -1, local 0
load 8[arr]: check_access 1
load 0[%arg1]: check_access 0
  after call: -1, local 0
phi %r27(r): pseudo_in_list 1 0
trace: kill_insn() 0, kill_instruction_force() 1
vrfy_flow 0
loads:
.L2:
	<entry-point>
	store.32    $1 -> 0[%arg1]
	store.32    $2 -> 4[%arg2]
	load.32     %r15 <- 4[%arg1]
	phisrc.32   %phi3(r) <- %r15
	cbr         %arg3, .L3, .L4

.L3:
	load.32     %r18 <- 8[arr]
	add.32      %r20 <- %r15, %r18
	phisrc.32   %phi4(r) <- %r20
	br          .L4

.L4:
	phi.32      %r27(r) <- %phi3(r), %phi4(r)
	load.32     %r24 <- 0[%arg1]
	add.32      %r25 <- %r24, %r27(r)
	ret.32      %r25


load 0[%arg1]: check_access 0
  after entry: -1, local 0
load 0[%arg1]: check_access 0
  after entry: -1, local 0
  after load 0[%arg1]: 1, local 1
vrfy_flow 0
twice:
.L6:
	<entry-point>
	load.32     %r29 <- 0[%arg1]
	load.32     %r31 <- 0[%arg1]
	add.32      %r32 <- %r29, %r31
	ret.32      %r32


 * check-output-end
 *
 * check-error-start
install/flow-input.h:23:25: warning: invalid access past the end of 'arr' (8 8)
 * check-error-end
 */
