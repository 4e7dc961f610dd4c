int x;
/*
 * check-name: cgcc: -x c makes any input C, -x of another language or none turns back to the suffix
 * check-command: sh -c "cgcc/run-cgcc --dry-run -x c -c input.txt && cgcc/run-cgcc --dry-run -x assembler-with-cpp -c $file && cgcc/run-cgcc --dry-run -x c -c a.txt -x none b.S"
 *
 * check-output-start
../sparse <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -x c -c input.txt
cc -x c -c input.txt
cc -x assembler-with-cpp -c cgcc/language.c
../sparse <target> -gcc-base-dir /cc-base/ -multiarch-dir cc-triplet -x c -c a.txt -x none b.S
cc -x c -c a.txt -x none b.S
 * check-output-end
 */
