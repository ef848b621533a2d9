"""Tests of attention_bench.py's choice of kernel per case (no GPU):
`python3 bench/attention_choice_test.py`. The kernels are stand-ins that
record where they would load from."""
import json
import tempfile
import unittest
from pathlib import Path
from types import SimpleNamespace

import attention_bench as bench


class Kernel:
    """attention_bench.Ours without the GPU: its folder, name and schedule."""

    def __init__(self, cuda, directory, d, causal, block_n=None, persistent=False, consumers=None):
        self.directory, self.d, self.causal, self.persistent = str(directory), d, causal, persistent
        self.name = f"attention_d{d}_{'causal' if causal else 'full'}{'_persistent' if persistent else ''}"
        self.consumers = consumers or 2


def entry(d, causal, s, folder, persistent, consumers):
    """One entry as bench/run.sh attention-inputs writes it."""
    return {"d": d, "causal": causal, "S": s, "dir": folder, "persistent": persistent, "consumers": consumers}


class Choice(unittest.TestCase):
    def setUp(self):
        bench.Ours = Kernel
        self.dir = tempfile.TemporaryDirectory()
        entries = [entry(128, True, 1024, "persistent", True, 2), entry(128, True, 8192, "c2", False, 2),
                   entry(64, False, 2048, "c3", False, 3)]
        Path(self.dir.name, "choice.json").write_text(json.dumps(entries) + "\n")

    def tearDown(self):
        self.dir.cleanup()

    def args(self, **more):
        base = dict(dir=self.dir.name, ab=None, choice=bench.read_choice(self.dir.name), dims=[128],
                    masks=[True], lengths=[1024, 8192], block_n=None, persistent=False, consumers=None,
                    ab_schedule="same")
        return SimpleNamespace(**{**base, **more})

    def test_each_length_gets_its_folder_and_schedule(self):
        args = self.args()
        short, long = (bench.chosen_kernel(None, args, 128, True, s) for s in (1024, 8192))
        self.assertEqual((Path(short.directory).name, short.persistent), ("persistent", True))
        self.assertEqual((Path(long.directory).name, long.persistent), ("c2", False))
        self.assertEqual(bench.schedule(short), "paired, 2 consumers")
        self.assertEqual(bench.schedule(long), "one-tile, 2 consumers")

    def test_a_case_without_a_choice_is_refused(self):
        with self.assertRaises(SystemExit):
            bench.chosen_kernel(None, self.args(), 128, False, 1024)

    def test_check_covers_every_chosen_kernel_of_both_builds(self):
        other = tempfile.TemporaryDirectory()
        self.addCleanup(other.cleanup)
        kernels = bench.checked_kernels(None, self.args(ab=other.name))
        where = sorted((Path(k.directory).parent.name == Path(other.name).name, Path(k.directory).name)
                       for k in kernels)
        self.assertEqual(where, [(False, "c2"), (False, "persistent"), (True, "c2"), (True, "persistent")])

    def test_without_choice_the_ab_schedule_applies(self):
        args = self.args(choice=None, dir="x/persistent", ab="x", persistent=True, ab_schedule="one-tile")
        kernels = bench.checked_kernels(None, args)
        self.assertEqual([(k.directory, k.persistent) for k in kernels], [("x/persistent", True), ("x", False)])


if __name__ == "__main__":
    unittest.main()
