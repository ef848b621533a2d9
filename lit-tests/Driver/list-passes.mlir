// RUN: %async-opt --list-passes | %FileCheck %s
// CHECK: phaselock passes:
// CHECK: async-verify check the rules of the async dialect that IRDL cannot express
