#!/usr/bin/env python3
"""Checks docker/k8s-indexed-job.yaml for what can be checked without a Kubernetes cluster.

Usage: k8s_manifest_check.py REPO_ROOT GAMBIT_MATCH

  1. it parses as YAML (PyYAML when installed, otherwise a minimal structural check; the output says which);
  2. every command the Jobs run is in the image docker/Dockerfile builds (its TARGETS, the scripts it copies,
     the base image's shell), the opening book it names is shipped, and the volume is writable by the user
     the image runs as;
  3. the shard arithmetic: running the shard script for every completion index 0..N-1 (with a stub
     gambit-match that records its arguments) gives -shard 1/N .. N/N once each, the same command line apart
     from -shard and the output files, and -resume only when the shard's state file exists; N agrees with
     completions, parallelism and the coordinator; the real gambit-match accepts every K/N and refuses 0/N
     and (N+1)/N.
Exit 0 when every check passes, 1 otherwise (each failure on its own line).
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

failures = []


def check(ok, what):
    print(("ok: " if ok else "FAILED: ") + what)
    if not ok:
        failures.append(what)


def parse_yaml(text):
    """The manifest's documents as dicts, or None with the minimal check done instead of a real parse."""
    try:
        import yaml
    except ImportError:
        print("PyYAML is not installed: minimal check (documents, indentation, apiVersion/kind) instead of a parse")
        docs = [d for d in re.split(r"^---\s*$", text, flags=re.M) if d.strip()]
        check("\t" not in text, "no tabs (YAML forbids them in indentation)")
        for i, d in enumerate(docs):
            check(re.search(r"^apiVersion: \S+", d, re.M) and re.search(r"^kind: \S+", d, re.M),
                  f"document {i + 1} has apiVersion and kind")
        return None
    docs = [d for d in yaml.safe_load_all(text) if d is not None]
    print(f"parsed with PyYAML {yaml.__version__}: {len(docs)} documents")
    return docs


def image_contents(dockerfile):
    """Executables in /usr/local/bin, the user the image runs as, and whether it ships the openings folder."""
    text = open(dockerfile).read()
    targets = re.search(r'^ARG TARGETS="([^"]*)"', text, re.M).group(1).split()
    copied = re.findall(r"^COPY (?:--from=\S+ )?docker/(\S+) /usr/local/bin/", text, re.M)
    user = re.search(r"^USER (\S+)", text, re.M)
    return set(targets) | set(copied), user.group(1) if user else "0", "/usr/share/gambit/openings/" in text


def shard_command(script, index, workdir):
    """Runs the Job's shard script as the pod would, with a stub gambit-match; returns its arguments."""
    stub_dir = os.path.join(workdir, "stub")
    os.makedirs(stub_dir, exist_ok=True)
    stub = os.path.join(stub_dir, "gambit-match")
    with open(stub, "w") as f:
        f.write('#!/bin/sh\nfor a in "$@"; do printf "%s\\n" "$a"; done\n')
    os.chmod(stub, 0o755)
    env = {"PATH": stub_dir + ":/usr/bin:/bin", "JOB_COMPLETION_INDEX": str(index)}
    out = subprocess.run(["/bin/sh", "-c", script], cwd=workdir, env=env, capture_output=True, text=True, check=True)
    return out.stdout.splitlines()


def main(repo, gambit_match):
    text = open(os.path.join(repo, "docker/k8s-indexed-job.yaml")).read()
    docs = parse_yaml(text)
    commands, user, ships_openings = image_contents(os.path.join(repo, "docker/Dockerfile"))
    print(f"image (docker/Dockerfile): /usr/local/bin has {sorted(commands)}; runs as {user}")

    if docs is None:  # without a parser, the shard script is the block after "args:" and "- |"
        script = re.search(r"args:\n\s*- \|\n((?:\s{14}.*\n)+)", text).group(1)
        script = "\n".join(line[14:] for line in script.splitlines())
        coordinator = shlex.split(re.search(r"command: (\[\"/usr/local/bin/[^]]*\])", text).group(1)
                                  .strip("[]").replace(",", " "))
        completions = int(re.search(r"completions: (\d+)", text).group(1))
        parallelism = int(re.search(r"parallelism: (\d+)", text).group(1))
        pods = []
    else:
        kinds = {(d["kind"], d["metadata"]["name"]): d for d in docs}
        pvc = next(d for d in docs if d["kind"] == "PersistentVolumeClaim")
        jobs = [d for d in docs if d["kind"] == "Job"]
        shards = next(j for j in jobs if j["spec"].get("completionMode") == "Indexed")
        coord = next(j for j in jobs if j is not shards)
        print(f"objects: {sorted(kinds)}")
        check("ReadWriteMany" in pvc["spec"]["accessModes"], "the volume is ReadWriteMany (every pod mounts it)")
        completions, parallelism = shards["spec"]["completions"], shards["spec"]["parallelism"]
        pods = [shards["spec"]["template"]["spec"], coord["spec"]["template"]["spec"]]
        shard_container = pods[0]["containers"][0]
        check(shard_container["command"] in (["/bin/sh", "-c"], ["sh", "-c"]),
              f"shard command {shard_container['command']}: /bin/sh is in every Debian base")
        script = shard_container["args"][0]
        coordinator = pods[1]["containers"][0]["command"]
        for pod in pods:
            claims = [v["persistentVolumeClaim"]["claimName"] for v in pod["volumes"]]
            mounts = [m["mountPath"] for m in pod["containers"][0]["volumeMounts"]]
            check(claims == [pvc["metadata"]["name"]] and mounts == ["/data"],
                  f"{pod['containers'][0]['name']}: mounts claim {claims} at {mounts}")
            check(pod["containers"][0]["image"] == shard_container["image"],
                  f"{pod['containers'][0]['name']}: image {pod['containers'][0]['image']}")
            # A fresh volume belongs to root; the image runs as a user, so the pod must make it writable.
            uid, _, gid = user.partition(":")
            context = pod.get("securityContext", {})
            check(user == "0" or str(context.get("fsGroup")) == (gid or uid),
                  f"{pod['containers'][0]['name']}: the image runs as {user}; pod securityContext {context}"
                  " gives that group the volume (fsGroup)")

    # Commands in the image.
    ran = re.findall(r"exec (\S+)", script) + re.findall(r"cmd=(\S+)", script)
    for name in ran:
        check(name in commands, f"shard runs '{name}': in the image's /usr/local/bin")
    check(os.path.basename(coordinator[0]) in commands and coordinator[0].startswith("/usr/local/bin/"),
          f"coordinator runs '{coordinator[0]}': in the image")
    coordinator_script = open(os.path.join(repo, "docker", os.path.basename(coordinator[0]))).read()
    elo = re.search(r"GAMBIT_ELO:-(\S+?)}", coordinator_script).group(1)
    check(elo in commands, f"the coordinator script calls '{elo}': in the image")
    for book in re.findall(r"file=/usr/share/gambit/openings/(\S+)", script):
        check(ships_openings and os.path.exists(os.path.join(repo, "openings", book)),
              f"opening book {book}: shipped in openings/ and copied to /usr/share/gambit/openings/")

    # Shard arithmetic.
    n = int(re.search(r"\bN=(\d+)", script).group(1))
    check(completions == n and coordinator[2] == str(n) and 1 <= parallelism <= n,
          f"shard count: completions {completions}, parallelism {parallelism}, script N={n}, coordinator {coordinator[2]}")
    commands_of, shard_args = [], []
    with tempfile.TemporaryDirectory() as work:
        for index in range(completions):
            args = shard_command(script, index, work)
            k = args[args.index("-shard") + 1]
            outputs = [a for a in args if re.match(r"file=(results|games|state)-", a)]
            check(all(f"-{k.split('/')[0]}." in a for a in outputs) and len(outputs) == 3 and "-resume" not in args,
                  f"index {index}: -shard {k}, outputs {[o[5:] for o in outputs]}, no -resume without a state file")
            commands_of.append(args)
            shard_args.append(k)
        open(os.path.join(work, "state-3.json"), "w").close()
        check(shard_command(script, 2, work)[-1] == "-resume", "index 2 with state-3.json present: -resume")
    check(sorted(shard_args) == sorted(f"{k}/{n}" for k in range(1, n + 1)),
          f"indexes 0..{completions - 1} give -shard {', '.join(shard_args)}: each of 1/{n}..{n}/{n} once")
    def generic(args, k):  # the command line with the shard number taken out
        return [a.replace(f"-{k.split('/')[0]}.", "-K.") if a.startswith("file=") else "K/N" if a == k else a
                for a in args]
    check(all(generic(a, k) == generic(commands_of[0], shard_args[0]) for a, k in zip(commands_of, shard_args)),
          "every shard runs the same command line apart from -shard and the output files")

    # The real gambit-match agrees on the numbering (it dumps its settings and exits, playing nothing).
    def dumped(args):
        run = subprocess.run([gambit_match, *args, "-dump-config"], capture_output=True, text=True)
        return run.returncode, run.stdout + run.stderr
    for args, k in zip(commands_of, shard_args):
        code, out = dumped(args)
        check(code == 0 and re.search(rf'"shard":\s*"{k}"', out) is not None,
              f"gambit-match accepts -shard {k} and keeps it in its settings (exit {code})")
    for k in (f"0/{n}", f"{n + 1}/{n}"):
        args = list(commands_of[0])
        args[args.index("-shard") + 1] = k
        code, out = dumped(args)
        check(code == 2, f"gambit-match refuses -shard {k}: {out.strip().splitlines()[-1] if out.strip() else code}")

    print(f"{len(failures)} check(s) failed" if failures else "every check passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
