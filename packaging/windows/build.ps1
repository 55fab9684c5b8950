# Build the Windows installer of Silver Desktop into dist\ (run on Windows).
#
#     powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# PyInstaller (packaging\silver-desktop.spec) makes the program folder, then makensis
# (packaging\windows\installer.nsi) packs it into silver-desktop-VERSION-windows-x64-setup.exe.
# Needs Python 3.11+ with the app and PyInstaller installed (pip install ".[package]") as $env:PYTHON
# or `python`, and NSIS 3 (makensis on PATH or in its default folder).
$ErrorActionPreference = "Stop"
$Root = (Resolve-Path "$PSScriptRoot\..\..").Path
Set-Location $Root
$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
$Version = & $Python packaging\version.py
$WinVersion = & $Python packaging\version.py --windows
$Work = "$Root\build\packaging"

& $Python -m PyInstaller --noconfirm --clean --log-level WARN `
    --distpath "$Work\dist" --workpath "$Work\pyinstaller" packaging\silver-desktop.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
$Bundle = "$Work\dist\silver-desktop"

# The program is windowed (no console, so --version prints nothing): check its version information.
$Reported = (Get-Item "$Bundle\silver-desktop.exe").VersionInfo.ProductVersion
if ($Reported -ne $Version) { throw "silver-desktop.exe says version '$Reported', pyproject.toml $Version" }

$MakeNsis = (Get-Command makensis -ErrorAction SilentlyContinue).Source
if (-not $MakeNsis) { $MakeNsis = "${env:ProgramFiles(x86)}\NSIS\makensis.exe" }
New-Item -ItemType Directory -Force "$Root\dist" | Out-Null
$Setup = "$Root\dist\silver-desktop-$Version-windows-x64-setup.exe"
& $MakeNsis -V2 -WX "-DVERSION=$Version" "-DWINVERSION=$WinVersion" "-DBUNDLE=$Bundle" "-DOUTFILE=$Setup" `
    packaging\windows\installer.nsi
if ($LASTEXITCODE -ne 0) { throw "makensis failed" }

$Size = (Get-ChildItem -Recurse -File $Bundle | Measure-Object -Property Length -Sum).Sum
Write-Output "=== bundle: $Size bytes unpacked"
Get-Item $Setup | Select-Object Name, Length | Format-Table -AutoSize
