"""A refresh of an importer whose data file stores a selection of its registry (MongoDB's error codes,
the Dart tables) keeps that selection and reads its entries anew; --whole takes the whole table;
--whole without --refresh is refused. Runs the real importer modules on small made-up sources."""
import io
import json
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stdout

ROOT = sys.argv.pop(1) if len(sys.argv) > 1 else os.getcwd()
sys.path.insert(0, os.path.join(ROOT, "catalogue", "importers"))
import common  # noqa: E402
import mongodb_error_codes  # noqa: E402

YML = """global:
error_codes:
    - {code: 1, name: InternalError}
    - {code: 2, name: BadValue}
    # a comment
    - {code: 6, name: HostUnreachable,
       categories: [NetworkError]}
    - {code: 7, name: HostNotFound}
    - {code: 9, name: OBSOLETE_Gone}
"""


class SelectionKept(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()
        self.src = os.path.join(self.dir, "error_codes.yml")
        with open(self.src, "w", encoding="utf-8") as handle:
            handle.write(YML)
        self.data = os.path.join(self.dir, "mongodb_error_codes.json")
        with open(self.data, "w", encoding="utf-8") as handle:
            json.dump({"selection": mongodb_error_codes.SELECTION,
                       "codes": [{"code": 70, "name": "HostNotFound"},
                                 {"code": 2, "name": "BadValue"},
                                 {"code": 50, "name": "RemovedUpstream"}]}, handle)
        mongodb_error_codes.DATA = self.data

    def test_a_refresh_keeps_the_selection_with_the_facts_read_anew(self):
        out = io.StringIO()
        with redirect_stdout(out):
            data = mongodb_error_codes.refresh(self.src, "abc", False)
        self.assertEqual(data["codes"], [{"code": 2, "name": "BadValue"},
                                         {"code": 7, "name": "HostNotFound"}])
        self.assertEqual(data["selection"], mongodb_error_codes.SELECTION)
        self.assertIn("no longer upstream: RemovedUpstream", out.getvalue())
        self.assertIn("2 upstream entries outside the selection", out.getvalue())

    def test_whole_takes_every_live_code(self):
        with redirect_stdout(io.StringIO()):
            data = mongodb_error_codes.refresh(self.src, "abc", True)
        self.assertEqual([c["name"] for c in data["codes"]],
                         ["InternalError", "BadValue", "HostUnreachable", "HostNotFound"])
        self.assertEqual(data["selection"], "the whole table")

    def test_tuple_keys_report_the_name(self):
        out = io.StringIO()
        with redirect_stdout(out):
            kept = common.keep_selection("cfe", [{"class": "A", "name": "x"}, {"class": "B", "name": "y"}],
                                         [{"class": "A", "name": "x"}, {"class": "A", "name": "y"}],
                                         key=lambda e: (e["class"], e["name"]))
        self.assertEqual(kept, [{"class": "A", "name": "x"}])
        self.assertIn("no longer upstream: y", out.getvalue())


class Options(unittest.TestCase):
    def test_whole_without_refresh_is_refused(self):
        sys.argv = ["importer", "--whole"]
        with self.assertRaises(SystemExit) as raised:
            common.registry_data("/nonexistent.json", None, "x", selective=True)
        self.assertIn("--whole only goes with --refresh", str(raised.exception))

    def test_a_selective_refresh_is_told_whether_whole(self):
        calls = []
        path = os.path.join(tempfile.mkdtemp(), "out.json")
        sys.argv = ["importer", "--refresh", "--src", "S", "--whole"]
        common.registry_data(path, lambda s, c, w: calls.append((s, c, w)) or {"k": 1}, "x",
                             selective=True)
        self.assertEqual(calls, [("S", None, True)])
        self.assertEqual(sys.argv, ["importer"])
        with open(path, encoding="utf-8") as handle:
            self.assertEqual(json.load(handle), {"k": 1})


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0]], verbosity=1)
