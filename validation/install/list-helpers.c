/*
 * The typed list helpers a client of sparse's library calls (lib.h,
 * linearize.h), built against `make install`'s output: each list type's
 * add_, first_, last_, size, concat and delete helpers.
 */
#include <stdio.h>
#include <sparse/lib.h>
#include <sparse/symbol.h>
#include <sparse/linearize.h>

int main(int argc, char **argv)
{
	struct string_list *filelist = NULL;
	struct symbol_list *syms = NULL, *copy = NULL;
	struct basic_block_list *bbs = NULL, *more = NULL;
	struct instruction_list *insns = NULL;
	struct pseudo_list *pseudos = NULL;
	struct multijmp_list *jumps = NULL;
	struct ident_list *idents = NULL;
	struct basic_block a = { .nr = 1 }, b = { .nr = 2 };
	struct instruction i1 = { .opcode = OP_RET }, i2 = { .opcode = OP_BR };
	struct pseudo p = { .nr = 7 };
	struct multijmp m = { .begin = 1, .end = 3 };
	struct symbol *sym;
	char *file;

	sparse_initialize(argc, argv, &filelist);
	FOR_EACH_PTR(filelist, file) {
		FOR_EACH_PTR(sparse(file), sym) {
			add_symbol(&syms, sym);
			add_ident(&idents, sym->ident);
		} END_FOR_EACH_PTR(sym);
	} END_FOR_EACH_PTR(file);
	concat_symbol_list(syms, &copy);
	printf("symbols %d, copied %d, first %s\n", symbol_list_size(syms),
	       symbol_list_size(copy), show_ident(first_symbol(copy)->ident));
	add_bb(&bbs, &a);
	add_bb(&more, &b);
	concat_basic_block_list(more, &bbs);
	printf("blocks %d: first .L%d, last .L%d", bb_list_size(bbs),
	       first_basic_block(bbs)->nr, last_basic_block(bbs)->nr);
	printf(", took .L%d", delete_last_basic_block(&bbs)->nr);
	printf(", %d left\n", bb_list_size(bbs));
	add_instruction(&insns, &i1);
	add_instruction(&insns, &i2);
	printf("instructions %d: first ret %d, ", instruction_list_size(insns),
	       first_instruction(insns)->opcode == OP_RET);
	printf("took br %d, ", delete_last_instruction(&insns)->opcode == OP_BR);
	printf("%d left, ", instruction_list_size(insns));
	free_instruction_list(&insns);
	printf("%d after free\n", instruction_list_size(insns));
	add_pseudo(&pseudos, &p);
	add_multijmp(&jumps, &m);
	printf("pseudos %d (%%r%d), multijmps %d\n", pseudo_list_size(pseudos),
	       first_pseudo(pseudos)->nr, ptr_list_size(jumps));
	return 0;
}

/*
 * check-name: the typed list helpers from an installed library: add_symbol, first_symbol, symbol_list_size, add_bb, last_basic_block, delete_last_instruction, ...
 * check-command: ../scripts/check-install $file -Wno-decl install/fdump-ir-input.h
 * check-timeout: 60
 *
 * check-output-start
symbols 1, copied 1, first f
blocks 2: first .L1, last .L2, took .L2, 1 left
instructions 2: first ret 1, took br 1, 1 left, 0 after free
pseudos 1 (%r7), multijmps 1
 * check-output-end
 */
