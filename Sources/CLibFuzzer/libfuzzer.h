// libFuzzer's entry point for programs that keep their own main (https://llvm.org/docs/LibFuzzer.html,
// "Using libFuzzer as a library"). Declared here, not linked: the symbol comes from the libFuzzer
// runtime that `-sanitize=fuzzer` links, and only the FUZZING build of InputFuzzTarget calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
