/*
 * A tool that shows the final IR the way sparse's own tools do, `if
 * (fdump_ir & PASS_FINAL) show_entry(ep);`, run with -fdump-ir=mem2reg:
 * the library shows the IR after mem2reg, the tool nothing (PASS_FINAL
 * is only the default when no -fdump-ir is given).
 */
#include <stdio.h>
#include <sparse/lib.h>
#include <sparse/symbol.h>
#include <sparse/linearize.h>

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	char *file;

	printf("PASS_PARSE %lu, PASS_LINEARIZE %lu, PASS_MEM2REG %lu, "
	       "PASS_OPTIM %lu, PASS_FINAL %lu\n", PASS_PARSE, PASS_LINEARIZE,
	       PASS_MEM2REG, PASS_OPTIM, PASS_FINAL);
	sparse_initialize(argc, argv, &filelist);
	printf("fdump_ir %lu\n", fdump_ir);
	FOR_EACH_PTR(filelist, file) {
		struct symbol *sym;

		FOR_EACH_PTR(sparse(file), sym) {
			struct entrypoint *ep;

			expand_symbol(sym);
			ep = linearize_symbol(sym);
			if (ep && (fdump_ir & PASS_FINAL))
				show_entry(ep);
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	return 0;
}

/*
 * check-name: fdump_ir from an installed library: -fdump-ir=mem2reg, PASS_FINAL not set
 * check-command: ../scripts/check-install $file -Wno-decl -fdump-ir=mem2reg install/fdump-ir-input.h
 * check-timeout: 60
 *
 * check-output-start
PASS_PARSE 1, PASS_LINEARIZE 2, PASS_MEM2REG 4, PASS_OPTIM 8, PASS_FINAL 16
fdump_ir 4
f:
.L0:
	<entry-point>
	add.32      %r2 <- %arg1, $1
	setne.1     %r4 <- %arg1, $0
	phisrc.32   %phi2(b) <- %r2
	cbr         %r4, .L1, .L2

.L1:
	phisrc.32   %phi3(b) <- $2
	br          .L2

.L2:
	phi.32      %r7(b) <- %phi2(b), %phi3(b)
	ret.32      %r7(b)


 * check-output-end
 */
